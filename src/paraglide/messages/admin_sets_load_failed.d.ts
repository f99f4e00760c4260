/**
* | output |
* | --- |
* | "Failed to fetch verse sets: {message}" |
*
* @param {Admin_Sets_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_load_failed: ((inputs: Admin_Sets_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
