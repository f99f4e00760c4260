/**
* | output |
* | --- |
* | "Paste {noun}" |
*
* @param {Admin_Bulk_PasteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_paste: ((inputs: Admin_Bulk_PasteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_PasteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_PasteInputs = {
    noun: NonNullable<unknown>;
};
