/**
* | output |
* | --- |
* | "amount unknown" |
*
* @param {Admin_Pay_Amount_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_amount_unknown: ((inputs?: Admin_Pay_Amount_UnknownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Amount_UnknownInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Amount_UnknownInputs = {};
