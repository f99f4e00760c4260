/**
* | output |
* | --- |
* | "Someone paid through a payment link that did not name an account, and no confirmed account uses the e-mail they paid with. Attach each payment to the account..." |
*
* @param {Admin_Pay_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_intro: ((inputs?: Admin_Pay_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_IntroInputs = {};
