/**
* | output |
* | --- |
* | "Attach this payment to {email}? Their plan opens at once." |
*
* @param {Admin_Pay_Confirm_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_confirm_attach: ((inputs: Admin_Pay_Confirm_AttachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Confirm_AttachInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Confirm_AttachInputs = {
    email: NonNullable<unknown>;
};
