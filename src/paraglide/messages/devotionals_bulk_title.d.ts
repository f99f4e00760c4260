/**
* | output |
* | --- |
* | "Bulk Import" |
*
* @param {Devotionals_Bulk_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_bulk_title: ((inputs?: Devotionals_Bulk_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Bulk_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Bulk_TitleInputs = {};
