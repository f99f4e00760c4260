/**
* | output |
* | --- |
* | "Parent PIN" |
*
* @param {Account_Parent_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_parent_pin: ((inputs?: Account_Parent_PinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Parent_PinInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Parent_PinInputs = {};
