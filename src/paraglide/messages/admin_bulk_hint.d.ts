/**
* | output |
* | --- |
* | "At most 200 KB and 500 {noun} at a time." |
*
* @param {Admin_Bulk_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_hint: ((inputs: Admin_Bulk_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_HintInputs = {
    noun: NonNullable<unknown>;
};
