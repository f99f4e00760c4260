/**
* | output |
* | --- |
* | "Failed to access subscription management: {reason}" |
*
* @param {Account_Plans_Manage_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_failed_because: ((inputs: Account_Plans_Manage_Failed_BecauseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Manage_Failed_BecauseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Manage_Failed_BecauseInputs = {
    reason: NonNullable<unknown>;
};
