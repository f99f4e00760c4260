/**
* | output |
* | --- |
* | "Payment Attached" |
*
* @param {Admin_Pay_Attached_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_title: ((inputs?: Admin_Pay_Attached_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Attached_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Attached_TitleInputs = {};
