/**
* | output |
* | --- |
* | "Loading reading plans..." |
*
* @param {Admin_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_loading: ((inputs?: Admin_Plans_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_LoadingInputs = {};
