/**
 * GENERATED from shared/sample-api/openapi.yaml by `npm run generate:types -w @storefront/sample-api`.
 * Do not edit by hand; a test in shared/sample-api fails when this file and the document drift apart.
 */

export interface paths {
    "/v1/sites/{siteId}/{locale}/products": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                siteId: components["parameters"]["SiteIdCamel"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        /** Products by article ids, product ids, text, path or pet type */
        get: operations["getProducts"];
        put?: never;
        /** Same as GET; the JSON body carries the same fields (lists as arrays), body fields win over the query */
        post: operations["postProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/sites/{site_id}/{language}/{page_type}/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        /** Bundles containing an article */
        get: operations["getBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sites/{site_id}/{language}/pages/{page_type}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        get: operations["getRecommendationsV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/sites/{site_id}/{language}/pages/{page_type}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        get: operations["getRecommendationsV3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/sites/{site_id}/{language}/pages/{page_type}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        /** @description The version the storefront uses (homepage and own-brand page). */
        get: operations["getRecommendationsV4"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/email/sites/{site_id}/{language}/pages/{page_type}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        get: operations["getEmailRecommendationsV3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/redirect/options/{domain}/{locale}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: components["parameters"]["DomainPath"];
                locale: components["parameters"]["LocalePath"];
                language: components["parameters"]["LanguagePath"];
            };
            cookie?: never;
        };
        /** Other shops to suggest, by the locale's country (zooplus.de/de-DE/de -> none) */
        get: operations["getRedirectOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/redirect/options/{domain}/{locale}/{ip}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: components["parameters"]["DomainPath"];
                locale: components["parameters"]["LocalePath"];
                /** @description visitor IP; sample ranges 81.10.0.0/16 = AT, 85.0.0.0/13 = CH, 84.128.0.0/10 = DE */
                ip: string;
                language: components["parameters"]["LanguagePath"];
            };
            cookie?: never;
        };
        get: operations["getRedirectOptionsForIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/om/zdl/sid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tracking session id (stable per sf_sid cookie) */
        get: operations["getSid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sites/{site_id}/audiences": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
            };
            cookie?: never;
        };
        get: operations["getSiteAudiences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAudiences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pet-type/site/{site_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
            };
            cookie?: never;
        };
        get: operations["getPetType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulated log-in; sets the non-httpOnly cookies cid and zt_id (Path=/, SameSite=Lax, no Domain) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clears cid and zt_id */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customerId}/account-overview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        /** Display flags of the account link sections and the coupon count */
        get: operations["getAccountOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customerId}/bonus-points/balance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        get: operations["getBonusPointsBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart of the zt_id cookie's user, or of the anonymous sf_cart cookie (created if missing) */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/cart/change-article-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes an article's quantity by `quantity` (add to cart sends 1); needs the current cartVersion */
        post: operations["changeArticleQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/pages/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        /** @description One block model. The sample block `broken-example` deliberately has an unknown contentType and does not match ContentBlockModel. */
        get: operations["getContentBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/products/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <productId>.jpg or <productId>.webp */
                file: string;
            };
            cookie?: never;
        };
        get: operations["getProductImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/content/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <name>.jpg or <name>.webp (names listed in the data folder content/images.json) */
                file: string;
            };
            cookie?: never;
        };
        get: operations["getContentImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tag-manager.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tag-manager stand-in; after `delay` ms it forwards window.dataLayer to /collector/events of its own origin, and after `abTestDelay` ms it sets window.abTestData (two A/B-test assignments) */
        get: operations["getTagManagerScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collector/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTrackingEvents"];
        put?: never;
        /** Appends one entry or an array of entries (JSON; text/plain with a JSON body is accepted too) */
        post: operations["postTrackingEvents"];
        delete: operations["clearTrackingEvents"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collector/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getErrorReports"];
        put?: never;
        /** The storefront's error reporter posts {message, stack?, context} here */
        post: operations["postErrorReports"];
        delete: operations["clearErrorReports"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listFaults"];
        put?: never;
        /** Adds latency and/or a forced status for a path (exact, or prefix ending in *) */
        post: operations["addFault"];
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description machine-readable code */
            error: string;
            message: string;
        };
        /** @enum {string} */
        Currency: "EUR" | "CHF";
        Price: {
            /** @description minor units (cents) */
            value: number;
            /** @example 32,99 € */
            label: string;
            /**
             * @description label with prefix / unit
             * @example sonst 36,99 €
             * @example 2,75 € / kg
             */
            labelFull: string;
            /**
             * @description "{price}" stands for label
             * @example sonst {price}
             * @example {price} / kg
             */
            labelPattern: string;
            /**
             * @description reference prices: sonst (offers), UVP (retail), Einzeln (sets)
             * @enum {string}
             */
            labelPrefix: "" | "sonst" | "UVP" | "Einzeln";
            currency: components["schemas"]["Currency"];
        };
        Discount: {
            /** @constant */
            type: "PERCENTAGE_DISCOUNT";
            /** @example -15% */
            label: string;
            /** @example 15 */
            value: number;
        };
        SecondaryCurrencyPrices: {
            price: components["schemas"]["Price"];
            unitPrice?: components["schemas"]["Price"];
            referencePrice?: components["schemas"]["Price"];
        };
        /** @enum {string} */
        OfferType: "1P" | "1P_ABD" | "1P_AUS" | "3P";
        /** @enum {string} */
        PriceType: "SET" | "REGULAR" | "OFFER" | "RETAIL";
        Offer: {
            /** @description 1P.{articleId}, 1P_AUS.{articleId}, 1P_ABD.{articleId}_{n}, 3P.{articleId}_{seller} */
            id: string;
            type: components["schemas"]["OfferType"];
            outOfStock: boolean;
            price: components["schemas"]["Price"];
            /** @description absent for single items */
            unitPrice?: components["schemas"]["Price"];
            referencePrice: components["schemas"]["Price"] | null;
            discount: components["schemas"]["Discount"] | null;
            priceType: components["schemas"]["PriceType"];
            secondaryCurrency?: components["schemas"]["SecondaryCurrencyPrices"];
            tooltip?: {
                /** @example Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: 32,99 € */
                text: string;
            };
            /** @description solange der Vorrat reicht (1P_AUS offers) */
            whileStocksLast: boolean;
        };
        Article: {
            id: number;
            /**
             * @description "<productId>.<n>" for products with several articles, else "<productId>"
             * @example 180101.2
             */
            variantId: string;
            /** @example 12 kg */
            name: string;
            /**
             * @description absent for single items
             * @enum {string}
             */
            unit?: "kg" | "l";
            bonuspoints: number;
            offers: components["schemas"]["Offer"][];
        };
        Badge: {
            active: boolean;
            label: string;
            description: string;
        };
        Product: {
            /** @example 180101 */
            shopIdentifier: string;
            /** @example /shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101 */
            path: string;
            name: string;
            description: string;
            /**
             * Format: uri
             * @description absolute; accepts ?w=, .webp variant
             */
            pictureUrl: string;
            link: string;
            unit: {
                /**
                 * @example kg
                 * @example l
                 * @example Stück
                 */
                name: string;
            };
            feedbackAggregate: {
                reviewCount: number;
                averageRating: number;
            };
            productChoice: {
                active: boolean;
                label: string;
            };
            badges: {
                favorite: components["schemas"]["Badge"];
                sponsored: boolean;
            };
            articles: components["schemas"]["Article"][];
        };
        ProductsResponse: {
            products: components["schemas"]["Product"][];
            total: number;
            page: number;
            size: number;
        };
        IdList: string | (string | number)[];
        ProductsQueryBody: {
            articleIds?: components["schemas"]["IdList"];
            psIds?: components["schemas"]["IdList"];
            rvPsIds?: components["schemas"]["IdList"];
            q?: string;
            path?: string;
            filters?: string | string[];
            petType?: components["schemas"]["PetTypeValue"];
            page?: number;
            size?: number;
            sortBy?: string;
            sortDirection?: string;
            include3p?: boolean;
            includeUnavailable?: boolean;
        };
        /** @enum {string} */
        PetTypeValue: "dog" | "cat" | "small_animal" | "bird" | "fish" | "horse";
        RecommendationProduct: {
            shopIdentifier: string;
            name: string;
            path: string;
            /** @description path with tracking query: zootopia_rec, activeVariant (only for variant ids with a dot), cn, si, pn, pr, strategy, rk, slot, pi, rri */
            link: string;
            /** Format: uri */
            pictureUrl: string;
            rating?: number;
        };
        RecommendationArticle: {
            id: number;
            variantId: string;
            name: string;
        };
        RecommendationItem: {
            product: components["schemas"]["RecommendationProduct"];
            article: components["schemas"]["RecommendationArticle"];
            articleOffers: components["schemas"]["Offer"][];
            weight: number;
            trackingId: string;
            siteId: number;
            language: string;
            locale: string;
        };
        RecommendationContainer: {
            /** @example container_1 */
            name: string;
            /** @example Beliebt bei Katzenfreunden */
            caption: string;
            recommendations: components["schemas"]["RecommendationItem"][];
        };
        OwnBrandCategory: {
            caption: string;
            metadata: {
                /**
                 * @example dry-food-cats
                 * @example wet-food-cats
                 * @example snacks-cats
                 * @example litter-cats
                 * @example dry-food-dogs
                 * @example wet-food-dogs
                 * @example snacks-dogs
                 */
                id: string;
            };
            recommendations: components["schemas"]["RecommendationItem"][];
            ctaLink: string;
            ctaText: string;
            ctaAriaLabel: string;
            /** Format: uri */
            desktopBannerImage: string;
            desktopBannerImageAltText: string;
            /** Format: uri */
            mobileBannerImage: string;
            mobileBannerImageAltText: string;
        };
        RecommendationsResponse: {
            containers: (components["schemas"]["RecommendationContainer"] | components["schemas"]["OwnBrandCategory"])[];
        };
        BundleItem: {
            product: components["schemas"]["RecommendationProduct"];
            article: components["schemas"]["RecommendationArticle"];
            articleOffers: components["schemas"]["Offer"][];
        };
        Bundle: {
            id: string;
            name: string;
            groupAssignment: string;
            items: components["schemas"]["BundleItem"][];
            /** @description bundle price (best offers minus the bundle discount) */
            price: components["schemas"]["Price"];
            /** @description sum of the single prices ("Einzeln") */
            referencePrice: components["schemas"]["Price"];
            discount: components["schemas"]["Discount"];
        };
        BundlesResponse: {
            bundles: components["schemas"]["Bundle"][];
        };
        RedirectOptions: {
            options: {
                /** @example zooplus.at */
                domain: string;
                /** Format: uri */
                url: string;
            }[];
            locResources: {
                /** @example Besuchen Sie unseren Shop für {0}? */
                title: string;
                /** @example Weiter zu {0} */
                goTo: string;
                /** @example Auf {0} bleiben */
                stayAt: string;
            };
        };
        Sid: {
            sid: string;
        };
        Audiences: {
            audiences: string[];
        };
        Me: {
            shopUserId: string;
            customerId: string | null;
            audiences: string[];
        };
        PetType: {
            petTypes: components["schemas"]["PetTypeValue"][];
        };
        LoginRequest: {
            /**
             * @description sample customer key
             * @example default
             * @example no-bonus
             */
            customer?: string;
        };
        LoginResponse: {
            customerId: string;
            shopUserId: string;
            firstName: string;
        };
        LogoutResponse: {
            /** @constant */
            loggedOut: true;
        };
        DisplayFlags: {
            customerData: boolean;
            newsletter: boolean;
            petProfile: boolean;
            services: boolean;
            productPhotos: boolean;
            customerCare: boolean;
            bonusPoints: boolean;
            coupons: boolean;
            savingsPlan: boolean;
        };
        AccountOverview: {
            displayFlags: components["schemas"]["DisplayFlags"];
            couponCount: number;
        };
        BonusBalance: {
            balanceActive: number;
        };
        CartItem: {
            articleId: number;
            offerId: string;
            quantity: number;
            productName: string;
            articleName: string;
            path: string;
            /** Format: uri */
            pictureUrl: string;
            price: components["schemas"]["Price"];
            totalPrice: components["schemas"]["Price"];
        };
        Cart: {
            cartVersion: number;
            items: components["schemas"]["CartItem"][];
            itemCount: number;
            total: components["schemas"]["Price"];
        };
        ChangeArticleQuantityRequest: {
            articleId: number;
            /** @description change of the quantity, e.g. 1 to add one piece; negative decreases, 0 is rejected */
            quantity: number;
            /** @description the cart's current version (409 if stale) */
            cartVersion: number;
            /** @description v2 cart: the offer(s) to buy; default the cheapest in-stock 1P/1P_ABD offer */
            offerIds?: string[];
            /** @description older cart (accepted */
            voucherApplied?: boolean;
            /** @description accepted */
            popover?: boolean;
        };
        CollectorPayload: Record<string, never> | unknown[];
        ErrorReport: {
            message: string;
            stack?: string;
            context?: unknown;
        };
        CollectorReceived: {
            received: number;
            total: number;
        };
        /** @description the posted object plus receivedAt (non-objects are wrapped as { value }) */
        CollectedEntry: {
            /** Format: date-time */
            receivedAt: string;
            event?: string;
        } & {
            [key: string]: unknown;
        };
        CollectedEntries: {
            events: components["schemas"]["CollectedEntry"][];
        };
        Cleared: {
            /** @constant */
            cleared: true;
        };
        Deleted: {
            deleted: string;
        };
        FaultSpec: {
            /**
             * @description exact path
             * @example /v2/cart/*
             */
            path: string;
            /** @description any method (except OPTIONS) when absent */
            method?: string;
            status?: number;
            latencyMs?: number;
            /** @description answer body with status (default { error: "injected-fault", message }) */
            body?: unknown;
            /** @description removed after this many hits; unlimited when absent */
            times?: number;
        };
        Fault: {
            id: string;
            path: string;
            method?: string;
            status?: number;
            latencyMs?: number;
            body?: unknown;
            times?: number;
            hits: number;
        };
        FaultCreated: {
            id: string;
        };
        FaultList: {
            faults: components["schemas"]["Fault"][];
        };
        Health: {
            /** @constant */
            ok: true;
        };
        /** @enum {string} */
        BlockContentType: "SoftRedirectModal" | "PromoBar" | "HeroBannerCarousel" | "SecondaryHeroBanner" | "ResponsiveBanner" | "BrandCarousel" | "OwnBrandsCarousel" | "FeatureZone" | "TabContainer" | "SpecialOffers" | "PetSection" | "PetSelectorCarousel" | "CategorySelectorCarousel" | "MagazineTeaserCarousel" | "ValuePropositionStrip" | "CustomerReviewsCarousel" | "CustomerStatistics" | "SocialMediaCarousel" | "RecommendationSlider" | "TermsTextBlock" | "SeoAccordion" | "LoginOrReorderButton" | "GoToTopButton" | "CountdownBanner";
        ContentMetadata: {
            contentType: string;
            id: string;
        };
        PageLayout: {
            metadata: {
                /** @constant */
                contentType: "PageLayout";
                id: string;
            };
            blocks: {
                id: string;
                contentType: components["schemas"]["BlockContentType"];
            }[];
        };
        ContentPageResponse: {
            model: components["schemas"]["PageLayout"];
        };
        ContentBlockModel: components["schemas"]["SoftRedirectModalModel"] | components["schemas"]["PromoBarModel"] | components["schemas"]["HeroBannerCarouselModel"] | components["schemas"]["SecondaryHeroBannerModel"] | components["schemas"]["ResponsiveBannerModel"] | components["schemas"]["BrandCarouselModel"] | components["schemas"]["OwnBrandsCarouselModel"] | components["schemas"]["FeatureZoneModel"] | components["schemas"]["TabContainerModel"] | components["schemas"]["SpecialOffersModel"] | components["schemas"]["PetSectionModel"] | components["schemas"]["PetSelectorCarouselModel"] | components["schemas"]["CategorySelectorCarouselModel"] | components["schemas"]["MagazineTeaserCarouselModel"] | components["schemas"]["ValuePropositionStripModel"] | components["schemas"]["CustomerReviewsCarouselModel"] | components["schemas"]["CustomerStatisticsModel"] | components["schemas"]["SocialMediaCarouselModel"] | components["schemas"]["RecommendationSliderModel"] | components["schemas"]["TermsTextBlockModel"] | components["schemas"]["SeoAccordionModel"] | components["schemas"]["LoginOrReorderButtonModel"] | components["schemas"]["GoToTopButtonModel"] | components["schemas"]["CountdownBannerModel"];
        ContentBlockResponse: {
            model: components["schemas"]["ContentBlockModel"];
        };
        SoftRedirectModalModel: {
            metadata: {
                /** @constant */
                contentType: "SoftRedirectModal";
                id: string;
            };
            maxShownCount: number;
            cookieExpiryDays: number;
            /** Format: uri */
            logo: string;
            logoAltText: string;
        };
        PromoBarModel: {
            metadata: {
                /** @constant */
                contentType: "PromoBar";
                id: string;
            };
            title: string;
            linkText: string;
            /** @description relative shop path */
            targetLink: string;
            /** @enum {string} */
            promoType: "info" | "special";
        };
        HeroBannerCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "HeroBannerCarousel";
                id: string;
            };
            slides: components["schemas"]["HeroBannerSlide"][];
        };
        SecondaryHeroBannerModel: {
            metadata: {
                /** @constant */
                contentType: "SecondaryHeroBanner";
                id: string;
            };
            title: string;
            /** @description call-to-action text (field name as in the spec) */
            ctrText: string;
            /** @description relative shop path */
            targetLink: string;
            /** Format: uri */
            desktopImage: string;
            desktopImageAltText: string;
            /** Format: uri */
            tabletImage: string;
            tabletImageAltText: string;
            /** Format: uri */
            mobileImage: string;
            mobileImageAltText: string;
        };
        ResponsiveBannerModel: {
            metadata: {
                /** @constant */
                contentType: "ResponsiveBanner";
                id: string;
            };
            identifier: string;
            shortLink: string;
            /** Format: uri */
            desktopImage: string;
            desktopImageAltText: string;
            /** Format: uri */
            mobileImage: string;
            /** @description link target; the image is only wrapped in a link when non-empty after trimming */
            ctaUrl: string;
            /** @description aria label of the link (field name as in the spec) */
            ctaAreaLabel: string;
        };
        BrandCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "BrandCarousel";
                id: string;
            };
            anchorId: string;
            headline: string;
            /** @enum {string} */
            variation: "carousel" | "grid";
            slides: components["schemas"]["BrandSlide"][];
        };
        OwnBrandsCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "OwnBrandsCarousel";
                id: string;
            };
            dogHeadline: string;
            catHeadline: string;
            dogBrands: components["schemas"]["OwnBrand"][];
            catBrands: components["schemas"]["OwnBrand"][];
        };
        FeatureZoneModel: {
            metadata: {
                /** @constant */
                contentType: "FeatureZone";
                id: string;
            };
            title: string;
            copyText: string;
            /** @enum {string} */
            titleTextColor: "white" | "black";
            /** @enum {string} */
            featuredType: "light-blue" | "green" | "pink" | "white" | "purple" | "yellow";
            /** @description relative shop path */
            targetLink: string;
            urlLinkText: string;
            sponsoredLabels: string[];
            productIds: string[];
            /** Format: uri */
            mobileTopImage: string;
            mobileTopImageAltText: string;
            /** Format: uri */
            mobileBottomImage: string;
            mobileBottomImageAltText: string;
            /** Format: uri */
            tabletTopImage: string;
            tabletTopImageAltText: string;
            /** Format: uri */
            tabletBottomImage: string;
            tabletBottomImageAltText: string;
            /** Format: uri */
            desktopTopImage: string;
            desktopTopImageAltText: string;
            /** Format: uri */
            desktopBottomImage: string;
            desktopBottomImageAltText: string;
        };
        TabContainerModel: {
            metadata: {
                /** @constant */
                contentType: "TabContainer";
                id: string;
            };
            tabs: components["schemas"]["ProductTab"][];
        };
        SpecialOffersModel: {
            metadata: {
                /** @constant */
                contentType: "SpecialOffers";
                id: string;
            };
            title: string;
            ctaText: string;
            /** @description relative shop path */
            targetLink: string;
            /** @enum {string} */
            layout: "grid" | "carousel";
            /** @description grid layout */
            rows?: components["schemas"]["SpecialOffersRow"][];
            /** @description carousel layout */
            items?: components["schemas"]["SpecialOfferItem"][];
        };
        PetSectionModel: {
            metadata: {
                /** @constant */
                contentType: "PetSection";
                id: string;
            };
            petType: components["schemas"]["PetTypeValue"];
            headline: string;
            /** @description relative shop path */
            targetLink: string;
            /** Format: uri */
            desktopHeaderImage: string;
            /** Format: uri */
            tabletHeaderImage: string;
            /** Format: uri */
            mobileHeaderImage: string;
            headerImageAltText: string;
            offers: components["schemas"]["PetSectionOffer"][];
        };
        PetSelectorCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "PetSelectorCarousel";
                id: string;
            };
            headline: string;
            categories: components["schemas"]["PetCategory"][];
        };
        CategorySelectorCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "CategorySelectorCarousel";
                id: string;
            };
            headline: string;
            ctaLabel: string;
            /** @description relative shop path */
            ctaLink: string;
            ctaAriaLabel: string;
            cardsInView: number;
            categorySelectorItems: components["schemas"]["CategorySelectorItem"][];
        };
        MagazineTeaserCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "MagazineTeaserCarousel";
                id: string;
            };
            petType: components["schemas"]["PetTypeValue"];
            /** Format: uri */
            magazineLogo: string;
            categoryDescription: string;
            /** @description relative shop path */
            homeUrl: string;
            browseArticleText: string;
            articles: components["schemas"]["MagazineArticle"][];
        };
        ValuePropositionStripModel: {
            metadata: {
                /** @constant */
                contentType: "ValuePropositionStrip";
                id: string;
            };
            /** @description the page H1 */
            title: string;
            left: components["schemas"]["ValueProposition"];
            middle: components["schemas"]["ValueProposition"];
            right: components["schemas"]["ValueProposition"];
        };
        CustomerReviewsCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "CustomerReviewsCarousel";
                id: string;
            };
            headline: string;
            reviews: components["schemas"]["CustomerReview"][];
        };
        CustomerStatisticsModel: {
            metadata: {
                /** @constant */
                contentType: "CustomerStatistics";
                id: string;
            };
            count: string;
            subtitle: string;
            leftFeatureText: string;
            middleFeatureText: string;
            rightFeatureText: string;
        };
        SocialMediaCarouselModel: {
            metadata: {
                /** @constant */
                contentType: "SocialMediaCarousel";
                id: string;
            };
            headline: string;
            slides: components["schemas"]["SocialMediaSlide"][];
        };
        RecommendationSliderModel: {
            metadata: {
                /** @constant */
                contentType: "RecommendationSlider";
                id: string;
            };
            /** @description index of the home recommendation container */
            index: number;
        };
        TermsTextBlockModel: {
            metadata: {
                /** @constant */
                contentType: "TermsTextBlock";
                id: string;
            };
            /** @description rich text (HTML) */
            termsAndConditionsText: string;
        };
        SeoAccordionModel: {
            metadata: {
                /** @constant */
                contentType: "SeoAccordion";
                id: string;
            };
            /** @description rich text (HTML) */
            headline: string;
            /** @description rich text (HTML) */
            html: string;
            /** @description render FAQ structured data from the items */
            FAQScript: boolean;
            /** @example FAQPage */
            SEOSchema: string;
            items: components["schemas"]["SeoAccordionItem"][];
        };
        LoginOrReorderButtonModel: {
            metadata: {
                /** @constant */
                contentType: "LoginOrReorderButton";
                id: string;
            };
            loginLabel: string;
            /** @description relative shop path */
            loginLink: string;
            reorderLabel: string;
            /** @description relative shop path */
            reorderLink: string;
        };
        GoToTopButtonModel: {
            metadata: {
                /** @constant */
                contentType: "GoToTopButton";
                id: string;
            };
            label: string;
            ariaLabel: string;
            /** @description px scrolled before the button appears */
            scrollThreshold: number;
        };
        CountdownBannerModel: {
            metadata: {
                /** @constant */
                contentType: "CountdownBanner";
                id: string;
            };
            headline: string;
            message?: string;
            /** Format: date-time */
            endDate: string;
            buttonLabel?: string;
            /** @description relative shop path */
            targetLink: string;
            ariaLabel: string;
            background: string;
            shortLink: string;
        };
        HeroBannerSlide: {
            /** Format: uri */
            desktopImage?: string;
            desktopImageAltText?: string;
            /** Format: uri */
            mobileImage?: string;
            mobileImageAltText?: string;
            /** @description relative shop path */
            targetLink: string;
        };
        BrandSlide: {
            /** Format: uri */
            brandLogoImage: string;
            brandLogoImageAltText: string;
            /** @description relative shop path */
            targetLink: string;
        };
        OwnBrand: {
            /** Format: uri */
            brandImage: string;
            brandName: string;
            /** @description rich text (HTML) */
            brandDescription: string;
            /** @description relative shop path */
            ctaLink: string;
            ctaText: string;
            ctaAriaLabel: string;
            metadata: {
                id: string;
            };
        };
        ProductTab: {
            tabTitle: string;
            /** @constant */
            contentType: "tabWithProducts";
            productIds: string[];
            headline: string;
            subheadline: string;
            /** Format: uri */
            superwideImage: string;
            superwideImageAltText: string;
        };
        SpecialOfferItem: {
            /** Format: uri */
            defaultImage: string;
            altText: string;
            /** @description relative shop path */
            urlLink: string;
        };
        SpecialOffersRow: {
            /** @enum {string} */
            rowType: "double" | "triple";
            rowItems: components["schemas"]["SpecialOfferItem"][];
        };
        PetSectionOffer: {
            title: string;
            /** @description relative shop path */
            targetLink: string;
            /** Format: uri */
            desktopImage?: string;
            desktopImageAltText?: string;
            /** Format: uri */
            mobileImage?: string;
            mobileImageAltText?: string;
        };
        PetCategory: {
            animalType: components["schemas"]["PetTypeValue"];
            /** @description relative shop path */
            path: string;
            id: string;
            /** Format: uri */
            petImage: string;
            petImageAltText?: string;
        };
        CategorySelectorItem: {
            cardLabel: string;
            /** Format: uri */
            cardImage: string;
            /** @description relative shop path */
            ctaLink: string;
            ctaAriaLabel: string;
            metadata: {
                id: string;
            };
        };
        MagazineArticle: {
            ID: number;
            title: string;
            /** @description relative shop path */
            link: string;
            excerpt: string;
            /** Format: uri */
            thumbnail: string;
            /** @description minutes */
            reading_time: number;
            sponsor_name: string | null;
        };
        ValueProposition: {
            /**
             * @description bonusPoints marks the loyalty item whose text depends on the balance
             * @enum {string}
             */
            type: "autoshipment" | "bonusPoints" | "personalisation";
            title: string;
            urlText: string;
            /** @description relative shop path */
            urlLink: string;
        };
        CustomerReview: {
            headline: string;
            rating: number;
            description: string;
        };
        SocialMediaSlide: {
            /** @description absolute URL (protocol-less URLs would get https: prefixed by the storefront) */
            image: string;
            imageAltText: string;
            metadata: {
                id: string;
            };
        };
        SeoAccordionItem: {
            /** @description rich text (HTML) */
            headline: string;
            /** @description rich text (HTML) */
            text: string;
            /** @description rich text (HTML) */
            text2?: string;
            /** Format: uri */
            squareImage?: string;
            altText?: string;
            /** @description rich text (HTML) */
            table?: string;
            cookieSettingText?: string;
        };
    };
    responses: {
        /** @description Error */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Matching products */
        Products: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProductsResponse"];
            };
        };
        /** @description Audiences of the visitor */
        Audiences: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Audiences"];
            };
        };
        /** @description Stored */
        CollectorReceived: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CollectorReceived"];
            };
        };
        /** @description Everything received, in order */
        CollectedEntries: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CollectedEntries"];
            };
        };
        /** @description Cleared */
        Cleared: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Cleared"];
            };
        };
    };
    parameters: {
        /** @description 1 = zooplus.de */
        SiteIdCamel: number;
        /** @description 1 = zooplus.de */
        SiteIdSnake: number;
        LocalePath: string;
        LanguagePath: string;
        /** @description home, pdp, cart or ob_landing */
        PageTypePath: string;
        DomainPath: string;
        CustomerIdPath: string;
        /** @description name of the calling frontend */
        XCaller: string;
        /** @description optional "Bearer <customerId>"; otherwise the cid / zt_id cookies identify the visitor */
        Authorization: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaError = components['schemas']['Error'];
export type SchemaCurrency = components['schemas']['Currency'];
export type SchemaPrice = components['schemas']['Price'];
export type SchemaDiscount = components['schemas']['Discount'];
export type SchemaSecondaryCurrencyPrices = components['schemas']['SecondaryCurrencyPrices'];
export type SchemaOfferType = components['schemas']['OfferType'];
export type SchemaPriceType = components['schemas']['PriceType'];
export type SchemaOffer = components['schemas']['Offer'];
export type SchemaArticle = components['schemas']['Article'];
export type SchemaBadge = components['schemas']['Badge'];
export type SchemaProduct = components['schemas']['Product'];
export type SchemaProductsResponse = components['schemas']['ProductsResponse'];
export type SchemaIdList = components['schemas']['IdList'];
export type SchemaProductsQueryBody = components['schemas']['ProductsQueryBody'];
export type SchemaPetTypeValue = components['schemas']['PetTypeValue'];
export type SchemaRecommendationProduct = components['schemas']['RecommendationProduct'];
export type SchemaRecommendationArticle = components['schemas']['RecommendationArticle'];
export type SchemaRecommendationItem = components['schemas']['RecommendationItem'];
export type SchemaRecommendationContainer = components['schemas']['RecommendationContainer'];
export type SchemaOwnBrandCategory = components['schemas']['OwnBrandCategory'];
export type SchemaRecommendationsResponse = components['schemas']['RecommendationsResponse'];
export type SchemaBundleItem = components['schemas']['BundleItem'];
export type SchemaBundle = components['schemas']['Bundle'];
export type SchemaBundlesResponse = components['schemas']['BundlesResponse'];
export type SchemaRedirectOptions = components['schemas']['RedirectOptions'];
export type SchemaSid = components['schemas']['Sid'];
export type SchemaAudiences = components['schemas']['Audiences'];
export type SchemaMe = components['schemas']['Me'];
export type SchemaPetType = components['schemas']['PetType'];
export type SchemaLoginRequest = components['schemas']['LoginRequest'];
export type SchemaLoginResponse = components['schemas']['LoginResponse'];
export type SchemaLogoutResponse = components['schemas']['LogoutResponse'];
export type SchemaDisplayFlags = components['schemas']['DisplayFlags'];
export type SchemaAccountOverview = components['schemas']['AccountOverview'];
export type SchemaBonusBalance = components['schemas']['BonusBalance'];
export type SchemaCartItem = components['schemas']['CartItem'];
export type SchemaCart = components['schemas']['Cart'];
export type SchemaChangeArticleQuantityRequest = components['schemas']['ChangeArticleQuantityRequest'];
export type SchemaCollectorPayload = components['schemas']['CollectorPayload'];
export type SchemaErrorReport = components['schemas']['ErrorReport'];
export type SchemaCollectorReceived = components['schemas']['CollectorReceived'];
export type SchemaCollectedEntry = components['schemas']['CollectedEntry'];
export type SchemaCollectedEntries = components['schemas']['CollectedEntries'];
export type SchemaCleared = components['schemas']['Cleared'];
export type SchemaDeleted = components['schemas']['Deleted'];
export type SchemaFaultSpec = components['schemas']['FaultSpec'];
export type SchemaFault = components['schemas']['Fault'];
export type SchemaFaultCreated = components['schemas']['FaultCreated'];
export type SchemaFaultList = components['schemas']['FaultList'];
export type SchemaHealth = components['schemas']['Health'];
export type SchemaBlockContentType = components['schemas']['BlockContentType'];
export type SchemaContentMetadata = components['schemas']['ContentMetadata'];
export type SchemaPageLayout = components['schemas']['PageLayout'];
export type SchemaContentPageResponse = components['schemas']['ContentPageResponse'];
export type SchemaContentBlockModel = components['schemas']['ContentBlockModel'];
export type SchemaContentBlockResponse = components['schemas']['ContentBlockResponse'];
export type SchemaSoftRedirectModalModel = components['schemas']['SoftRedirectModalModel'];
export type SchemaPromoBarModel = components['schemas']['PromoBarModel'];
export type SchemaHeroBannerCarouselModel = components['schemas']['HeroBannerCarouselModel'];
export type SchemaSecondaryHeroBannerModel = components['schemas']['SecondaryHeroBannerModel'];
export type SchemaResponsiveBannerModel = components['schemas']['ResponsiveBannerModel'];
export type SchemaBrandCarouselModel = components['schemas']['BrandCarouselModel'];
export type SchemaOwnBrandsCarouselModel = components['schemas']['OwnBrandsCarouselModel'];
export type SchemaFeatureZoneModel = components['schemas']['FeatureZoneModel'];
export type SchemaTabContainerModel = components['schemas']['TabContainerModel'];
export type SchemaSpecialOffersModel = components['schemas']['SpecialOffersModel'];
export type SchemaPetSectionModel = components['schemas']['PetSectionModel'];
export type SchemaPetSelectorCarouselModel = components['schemas']['PetSelectorCarouselModel'];
export type SchemaCategorySelectorCarouselModel = components['schemas']['CategorySelectorCarouselModel'];
export type SchemaMagazineTeaserCarouselModel = components['schemas']['MagazineTeaserCarouselModel'];
export type SchemaValuePropositionStripModel = components['schemas']['ValuePropositionStripModel'];
export type SchemaCustomerReviewsCarouselModel = components['schemas']['CustomerReviewsCarouselModel'];
export type SchemaCustomerStatisticsModel = components['schemas']['CustomerStatisticsModel'];
export type SchemaSocialMediaCarouselModel = components['schemas']['SocialMediaCarouselModel'];
export type SchemaRecommendationSliderModel = components['schemas']['RecommendationSliderModel'];
export type SchemaTermsTextBlockModel = components['schemas']['TermsTextBlockModel'];
export type SchemaSeoAccordionModel = components['schemas']['SeoAccordionModel'];
export type SchemaLoginOrReorderButtonModel = components['schemas']['LoginOrReorderButtonModel'];
export type SchemaGoToTopButtonModel = components['schemas']['GoToTopButtonModel'];
export type SchemaCountdownBannerModel = components['schemas']['CountdownBannerModel'];
export type SchemaHeroBannerSlide = components['schemas']['HeroBannerSlide'];
export type SchemaBrandSlide = components['schemas']['BrandSlide'];
export type SchemaOwnBrand = components['schemas']['OwnBrand'];
export type SchemaProductTab = components['schemas']['ProductTab'];
export type SchemaSpecialOfferItem = components['schemas']['SpecialOfferItem'];
export type SchemaSpecialOffersRow = components['schemas']['SpecialOffersRow'];
export type SchemaPetSectionOffer = components['schemas']['PetSectionOffer'];
export type SchemaPetCategory = components['schemas']['PetCategory'];
export type SchemaCategorySelectorItem = components['schemas']['CategorySelectorItem'];
export type SchemaMagazineArticle = components['schemas']['MagazineArticle'];
export type SchemaValueProposition = components['schemas']['ValueProposition'];
export type SchemaCustomerReview = components['schemas']['CustomerReview'];
export type SchemaSocialMediaSlide = components['schemas']['SocialMediaSlide'];
export type SchemaSeoAccordionItem = components['schemas']['SeoAccordionItem'];
export type ResponseError = components['responses']['Error'];
export type ResponseProducts = components['responses']['Products'];
export type ResponseAudiences = components['responses']['Audiences'];
export type ResponseCollectorReceived = components['responses']['CollectorReceived'];
export type ResponseCollectedEntries = components['responses']['CollectedEntries'];
export type ResponseCleared = components['responses']['Cleared'];
export type ParameterSiteIdCamel = components['parameters']['SiteIdCamel'];
export type ParameterSiteIdSnake = components['parameters']['SiteIdSnake'];
export type ParameterLocalePath = components['parameters']['LocalePath'];
export type ParameterLanguagePath = components['parameters']['LanguagePath'];
export type ParameterPageTypePath = components['parameters']['PageTypePath'];
export type ParameterDomainPath = components['parameters']['DomainPath'];
export type ParameterCustomerIdPath = components['parameters']['CustomerIdPath'];
export type ParameterXCaller = components['parameters']['XCaller'];
export type ParameterAuthorization = components['parameters']['Authorization'];
export type $defs = Record<string, never>;
export interface operations {
    getProducts: {
        parameters: {
            query?: {
                sid?: string;
                customerId?: string;
                userId?: string;
                /** @description recently viewed product ids */
                rvPsIds?: string;
                /** @description case-insensitive text search in name and description */
                q?: string;
                /** @description product path prefix */
                path?: string;
                /** @description product ids (shopIdentifier) comma-joined; a ".n" variant suffix is allowed */
                psIds?: string;
                /** @description article ids comma-joined; selects the products containing them, in the given order. A product id (optionally with a variant suffix) is accepted as well. */
                articleIds?: string;
                /** @description comma-joined key:value entries, keys brand (path brand segment), category (path category segment), unit (kg, l, Stück) */
                filters?: string;
                petType?: components["schemas"]["PetTypeValue"];
                /** @description 1-based page */
                page?: number;
                size?: number;
                sortBy?: "relevance" | "price" | "name" | "rating";
                sortDirection?: "asc" | "desc";
                /** @description accepted */
                include?: string;
                /** @description false removes 3P offers */
                include3p?: boolean;
                /** @description false removes articles whose offers are all out of stock */
                includeUnavailable?: boolean;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                siteId: components["parameters"]["SiteIdCamel"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Products"];
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    postProducts: {
        parameters: {
            query?: {
                sid?: string;
                customerId?: string;
                userId?: string;
                /** @description recently viewed product ids */
                rvPsIds?: string;
                /** @description case-insensitive text search in name and description */
                q?: string;
                /** @description product path prefix */
                path?: string;
                /** @description product ids (shopIdentifier) comma-joined; a ".n" variant suffix is allowed */
                psIds?: string;
                /** @description article ids comma-joined; selects the products containing them, in the given order. A product id (optionally with a variant suffix) is accepted as well. */
                articleIds?: string;
                /** @description comma-joined key:value entries, keys brand (path brand segment), category (path category segment), unit (kg, l, Stück) */
                filters?: string;
                petType?: components["schemas"]["PetTypeValue"];
                /** @description 1-based page */
                page?: number;
                size?: number;
                sortBy?: "relevance" | "price" | "name" | "rating";
                sortDirection?: "asc" | "desc";
                /** @description accepted */
                include?: string;
                /** @description false removes 3P offers */
                include3p?: boolean;
                /** @description false removes articles whose offers are all out of stock */
                includeUnavailable?: boolean;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                siteId: components["parameters"]["SiteIdCamel"];
                locale: components["parameters"]["LocalePath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ProductsQueryBody"];
            };
        };
        responses: {
            200: components["responses"]["Products"];
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getBundles: {
        parameters: {
            query: {
                article_id: number;
                /** @description A/B group (A or B in the sample data) */
                group_assignment?: string;
            };
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bundles (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BundlesResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getRecommendationsV2: {
        parameters: {
            query?: {
                article_id?: number;
                product_id?: string;
                /** @description comma-joined */
                manual_product_ids?: string;
                /** @description at most this many items per container */
                n_products?: number;
                q?: string;
                /** @description comma-joined recommendation group ids */
                product_group_ids?: string;
                pg2_ids?: string;
                pg3_ids?: string;
                pg4_ids?: string;
                pg5_ids?: string;
                min_price?: number;
                max_price?: number;
                min_rating?: number;
                max_rating?: number;
                brand_ids?: string;
                pet_type?: string;
                pet_phase?: string;
                breed?: string;
                pet_id?: string;
                pet_size?: string;
                healthcare?: string;
                customer_id?: string;
                user_id?: string;
                sid?: string;
                bonus_points?: boolean;
                cart_products?: string;
                /** @description own-brand page: customer-growth */
                owner?: string;
                /** @description own-brand page: ObfRecommendations */
                block_code?: string;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Containers of the page. Page type `home` (also pdp, cart): RecommendationContainer entries container_1..container_4.
             *     Page type `ob_landing`: exactly seven OwnBrandCategory entries, 1-4 cat categories, 5-7 dog categories.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationsResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getRecommendationsV3: {
        parameters: {
            query?: {
                article_id?: number;
                product_id?: string;
                /** @description comma-joined */
                manual_product_ids?: string;
                /** @description at most this many items per container */
                n_products?: number;
                q?: string;
                /** @description comma-joined recommendation group ids */
                product_group_ids?: string;
                pg2_ids?: string;
                pg3_ids?: string;
                pg4_ids?: string;
                pg5_ids?: string;
                min_price?: number;
                max_price?: number;
                min_rating?: number;
                max_rating?: number;
                brand_ids?: string;
                pet_type?: string;
                pet_phase?: string;
                breed?: string;
                pet_id?: string;
                pet_size?: string;
                healthcare?: string;
                customer_id?: string;
                user_id?: string;
                sid?: string;
                bonus_points?: boolean;
                cart_products?: string;
                /** @description own-brand page: customer-growth */
                owner?: string;
                /** @description own-brand page: ObfRecommendations */
                block_code?: string;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Containers of the page. Page type `home` (also pdp, cart): RecommendationContainer entries container_1..container_4.
             *     Page type `ob_landing`: exactly seven OwnBrandCategory entries, 1-4 cat categories, 5-7 dog categories.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationsResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getRecommendationsV4: {
        parameters: {
            query?: {
                article_id?: number;
                product_id?: string;
                /** @description comma-joined */
                manual_product_ids?: string;
                /** @description at most this many items per container */
                n_products?: number;
                q?: string;
                /** @description comma-joined recommendation group ids */
                product_group_ids?: string;
                pg2_ids?: string;
                pg3_ids?: string;
                pg4_ids?: string;
                pg5_ids?: string;
                min_price?: number;
                max_price?: number;
                min_rating?: number;
                max_rating?: number;
                brand_ids?: string;
                pet_type?: string;
                pet_phase?: string;
                breed?: string;
                pet_id?: string;
                pet_size?: string;
                healthcare?: string;
                customer_id?: string;
                user_id?: string;
                sid?: string;
                bonus_points?: boolean;
                cart_products?: string;
                /** @description own-brand page: customer-growth */
                owner?: string;
                /** @description own-brand page: ObfRecommendations */
                block_code?: string;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Containers of the page. Page type `home` (also pdp, cart): RecommendationContainer entries container_1..container_4.
             *     Page type `ob_landing`: exactly seven OwnBrandCategory entries, 1-4 cat categories, 5-7 dog categories.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationsResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getEmailRecommendationsV3: {
        parameters: {
            query?: {
                article_id?: number;
                product_id?: string;
                /** @description comma-joined */
                manual_product_ids?: string;
                /** @description at most this many items per container */
                n_products?: number;
                q?: string;
                /** @description comma-joined recommendation group ids */
                product_group_ids?: string;
                pg2_ids?: string;
                pg3_ids?: string;
                pg4_ids?: string;
                pg5_ids?: string;
                min_price?: number;
                max_price?: number;
                min_rating?: number;
                max_rating?: number;
                brand_ids?: string;
                pet_type?: string;
                pet_phase?: string;
                breed?: string;
                pet_id?: string;
                pet_size?: string;
                healthcare?: string;
                customer_id?: string;
                user_id?: string;
                sid?: string;
                bonus_points?: boolean;
                cart_products?: string;
                /** @description own-brand page: customer-growth */
                owner?: string;
                /** @description own-brand page: ObfRecommendations */
                block_code?: string;
            };
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
                language: components["parameters"]["LanguagePath"];
                /** @description home, pdp, cart or ob_landing */
                page_type: components["parameters"]["PageTypePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Containers of the page. Page type `home` (also pdp, cart): RecommendationContainer entries container_1..container_4.
             *     Page type `ob_landing`: exactly seven OwnBrandCategory entries, 1-4 cat categories, 5-7 dog categories.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationsResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getRedirectOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: components["parameters"]["DomainPath"];
                locale: components["parameters"]["LocalePath"];
                language: components["parameters"]["LanguagePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions (possibly none) and the modal texts with a {0} placeholder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectOptions"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getRedirectOptionsForIp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: components["parameters"]["DomainPath"];
                locale: components["parameters"]["LocalePath"];
                /** @description visitor IP; sample ranges 81.10.0.0/16 = AT, 85.0.0.0/13 = CH, 84.128.0.0/10 = DE */
                ip: string;
                language: components["parameters"]["LanguagePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions (possibly none) and the modal texts with a {0} placeholder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectOptions"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getSid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sid"];
                };
            };
        };
    };
    getSiteAudiences: {
        parameters: {
            query?: {
                /** @description true also sets the sf_audiences cookie */
                set_cookie?: boolean;
            };
            header?: {
                /** @description optional "Bearer <customerId>"; otherwise the cid / zt_id cookies identify the visitor */
                Authorization?: components["parameters"]["Authorization"];
            };
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Audiences"];
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getAudiences: {
        parameters: {
            query?: {
                /** @description true also sets the sf_audiences cookie */
                set_cookie?: boolean;
            };
            header?: {
                /** @description optional "Bearer <customerId>"; otherwise the cid / zt_id cookies identify the visitor */
                Authorization?: components["parameters"]["Authorization"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Audiences"];
            400: components["responses"]["Error"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description optional "Bearer <customerId>"; otherwise the cid / zt_id cookies identify the visitor */
                Authorization?: components["parameters"]["Authorization"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visitor (customerId null when logged out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
        };
    };
    getPetType: {
        parameters: {
            query?: {
                shop_user_id?: string;
                customer_id?: string;
            };
            header?: never;
            path: {
                /** @description 1 = zooplus.de */
                site_id: components["parameters"]["SiteIdSnake"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pet types of the customer (empty when unknown) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PetType"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The logged-in sample customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResponse"];
                };
            };
        };
    };
    getAccountOverview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountOverview"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getBonusPointsBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balance above 0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusBalance"];
                };
            };
            /** @description No balance (means balanceActive 0) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
        };
    };
    changeArticleQuantity: {
        parameters: {
            query?: never;
            header?: {
                /** @description name of the calling frontend */
                "x-caller"?: components["parameters"]["XCaller"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeArticleQuantityRequest"];
            };
        };
        responses: {
            /** @description The changed cart with a new cartVersion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
            /** @description Stale cartVersion, or decreasing an article that is not in the cart */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The chosen offer (or every offer) is out of stock */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContentPage: {
        parameters: {
            query?: {
                /** @description serve the draft if there is one */
                preview?: boolean;
            };
            header?: {
                /** @description echoed back as a response header */
                "x-correlation-id"?: string;
                Accept?: string;
            };
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page layout (ordered block references) */
            200: {
                headers: {
                    /** @description the request's x-correlation-id */
                    "x-correlation-id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getContentBlock: {
        parameters: {
            query?: {
                /** @description serve the draft if there is one */
                preview?: boolean;
            };
            header?: {
                /** @description echoed back as a response header */
                "x-correlation-id"?: string;
                Accept?: string;
            };
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block model */
            200: {
                headers: {
                    /** @description the request's x-correlation-id */
                    "x-correlation-id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentBlockResponse"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getProductImage: {
        parameters: {
            query?: {
                /** @description width in pixels (height follows the picture's aspect ratio) */
                w?: number;
            };
            header?: never;
            path: {
                /** @description <productId>.jpg or <productId>.webp */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture at the requested width (Cache-Control public, max-age=86400) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getContentImage: {
        parameters: {
            query?: {
                /** @description width in pixels (height follows the picture's aspect ratio) */
                w?: number;
            };
            header?: never;
            path: {
                /** @description <name>.jpg or <name>.webp (names listed in the data folder content/images.json) */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture at the requested width (Cache-Control public, max-age=86400) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getTagManagerScript: {
        parameters: {
            query?: {
                /** @description overrides TAG_MANAGER_DELAY_MS */
                delay?: number;
                /** @description when window.abTestData is set (default 1200 ms after the script runs) */
                abTestDelay?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript (Cache-Control no-cache) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/javascript": string;
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getTrackingEvents: {
        parameters: {
            query?: {
                /** @description only entries whose `event` equals this */
                event?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CollectedEntries"];
        };
    };
    postTrackingEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectorPayload"];
                "text/plain": string;
            };
        };
        responses: {
            200: components["responses"]["CollectorReceived"];
            400: components["responses"]["Error"];
        };
    };
    clearTrackingEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cleared"];
        };
    };
    getErrorReports: {
        parameters: {
            query?: {
                event?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CollectedEntries"];
        };
    };
    postErrorReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErrorReport"] | components["schemas"]["ErrorReport"][];
            };
        };
        responses: {
            200: components["responses"]["CollectorReceived"];
            400: components["responses"]["Error"];
        };
    };
    clearErrorReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cleared"];
        };
    };
    listFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active faults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultList"];
                };
            };
        };
    };
    addFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultSpec"];
            };
        };
        responses: {
            /** @description The new fault's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultCreated"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    clearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cleared"];
        };
    };
    deleteFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
        };
    };
}
