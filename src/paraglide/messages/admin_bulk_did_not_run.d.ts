/**
* | output |
* | --- |
* | "The import did not run: {message}" |
*
* @param {Admin_Bulk_Did_Not_RunInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_did_not_run: ((inputs: Admin_Bulk_Did_Not_RunInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Did_Not_RunInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Did_Not_RunInputs = {
    message: NonNullable<unknown>;
};
