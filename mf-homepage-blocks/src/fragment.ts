/** This fragment's name: the x-caller suffix of its API calls and the `fragment` of its error reports. */
export const FRAGMENT = 'mf-homepage-blocks';
