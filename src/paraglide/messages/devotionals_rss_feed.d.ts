/**
* | output |
* | --- |
* | "RSS feed" |
*
* @param {Devotionals_Rss_FeedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_rss_feed: ((inputs?: Devotionals_Rss_FeedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Rss_FeedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Rss_FeedInputs = {};
