/**
* | output |
* | --- |
* | "{siteName}: Daily Devotionals" |
*
* @param {Devotionals_Rss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_rss_title: ((inputs: Devotionals_Rss_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Rss_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Rss_TitleInputs = {
    siteName: NonNullable<unknown>;
};
