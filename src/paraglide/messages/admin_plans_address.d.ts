/**
* | output |
* | --- |
* | "Address:" |
*
* @param {Admin_Plans_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_address: ((inputs?: Admin_Plans_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_AddressInputs = {};
