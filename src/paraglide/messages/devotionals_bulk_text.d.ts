/**
* | output |
* | --- |
* | "Add many devotionals at once in the admin panel." |
*
* @param {Devotionals_Bulk_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_bulk_text: ((inputs?: Devotionals_Bulk_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Bulk_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Bulk_TextInputs = {};
