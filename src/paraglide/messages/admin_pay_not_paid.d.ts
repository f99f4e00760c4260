/**
* | output |
* | --- |
* | ", not paid yet" |
*
* @param {Admin_Pay_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_not_paid: ((inputs?: Admin_Pay_Not_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Not_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Not_PaidInputs = {};
