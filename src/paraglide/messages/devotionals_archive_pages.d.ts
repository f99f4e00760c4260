/**
* | output |
* | --- |
* | "Archive pages" |
*
* @param {Devotionals_Archive_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_pages: ((inputs?: Devotionals_Archive_PagesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Archive_PagesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Archive_PagesInputs = {};
