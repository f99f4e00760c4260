/**
* | output |
* | --- |
* | "Why it was not matched: {reason}. Checkout {checkout}." |
*
* @param {Admin_Pay_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_why: ((inputs: Admin_Pay_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_WhyInputs = {
    reason: NonNullable<unknown>;
    checkout: NonNullable<unknown>;
};
