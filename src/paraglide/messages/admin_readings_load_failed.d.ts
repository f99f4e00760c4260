/**
* | output |
* | --- |
* | "Failed to fetch readings: {message}" |
*
* @param {Admin_Readings_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_load_failed: ((inputs: Admin_Readings_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
