/**
* | output |
* | --- |
* | "Attach to Account" |
*
* @param {Admin_Pay_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attach: ((inputs?: Admin_Pay_AttachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_AttachInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_AttachInputs = {};
