/**
* | output |
* | --- |
* | "Failed to fetch devotionals: {message}" |
*
* @param {Admin_Devotional_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_load_failed: ((inputs: Admin_Devotional_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
