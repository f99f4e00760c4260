/**
* | output |
* | --- |
* | "Your payment went through. Your plan opens in a moment." |
*
* @param {Site_Notice_Checkout_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_checkout_success_text: ((inputs?: Site_Notice_Checkout_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Checkout_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Checkout_Success_TextInputs = {};
