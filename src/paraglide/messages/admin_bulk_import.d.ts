/**
* | output |
* | --- |
* | "Import {noun}" |
*
* @param {Admin_Bulk_ImportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_import: ((inputs: Admin_Bulk_ImportInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_ImportInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_ImportInputs = {
    noun: NonNullable<unknown>;
};
