/** The operation names of spec section 7 for the calls only fragments make, in required-parameter errors and reports. */
export const GET_RECOMMENDATIONS_V4 = 'getRecommendationsV4';
export const GET_PRODUCTS_BY_ARTICLE_IDS = 'getProductsByArticleIds';
