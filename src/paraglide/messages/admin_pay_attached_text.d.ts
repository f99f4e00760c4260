/**
* | output |
* | --- |
* | "{email} now has the plan that was paid for." |
*
* @param {Admin_Pay_Attached_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_text: ((inputs: Admin_Pay_Attached_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Attached_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Attached_TextInputs = {
    email: NonNullable<unknown>;
};
