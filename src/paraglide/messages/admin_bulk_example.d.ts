/**
* | output |
* | --- |
* | "Show an example" |
*
* @param {Admin_Bulk_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_example: ((inputs?: Admin_Bulk_ExampleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_ExampleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_ExampleInputs = {};
