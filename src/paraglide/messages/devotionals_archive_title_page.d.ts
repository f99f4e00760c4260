/**
* | output |
* | --- |
* | "Devotional Archive, page {page}" |
*
* @param {Devotionals_Archive_Title_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_title_page: ((inputs: Devotionals_Archive_Title_PageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Archive_Title_PageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Archive_Title_PageInputs = {
    page: NonNullable<unknown>;
};
