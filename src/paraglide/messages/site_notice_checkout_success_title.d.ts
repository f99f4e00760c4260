/**
* | output |
* | --- |
* | "Thank You! 🎉" |
*
* @param {Site_Notice_Checkout_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_checkout_success_title: ((inputs?: Site_Notice_Checkout_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Checkout_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Checkout_Success_TitleInputs = {};
