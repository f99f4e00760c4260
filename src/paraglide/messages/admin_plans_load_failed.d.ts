/**
* | output |
* | --- |
* | "Failed to fetch reading plans: {message}" |
*
* @param {Admin_Plans_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_load_failed: ((inputs: Admin_Plans_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
