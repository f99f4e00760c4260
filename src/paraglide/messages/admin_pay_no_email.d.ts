/**
* | output |
* | --- |
* | "no e-mail" |
*
* @param {Admin_Pay_No_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_no_email: ((inputs?: Admin_Pay_No_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_No_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_No_EmailInputs = {};
