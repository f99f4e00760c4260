/**
* | output |
* | --- |
* | "Manage Subscription" |
*
* @param {Account_Plans_Manage_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_subscription: ((inputs?: Account_Plans_Manage_SubscriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Manage_SubscriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Manage_SubscriptionInputs = {};
