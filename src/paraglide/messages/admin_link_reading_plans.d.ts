/**
* | output |
* | --- |
* | "Reading Plans" |
*
* @param {Admin_Link_Reading_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_link_reading_plans: ((inputs?: Admin_Link_Reading_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Link_Reading_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Link_Reading_PlansInputs = {};
