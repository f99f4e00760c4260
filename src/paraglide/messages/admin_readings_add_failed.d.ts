/**
* | output |
* | --- |
* | "Failed to add reading" |
*
* @param {Admin_Readings_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_add_failed: ((inputs?: Admin_Readings_Add_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Add_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Add_FailedInputs = {};
