/**
* | output |
* | --- |
* | "Manage Subscription" |
*
* @param {Site_Manage_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_manage_subscription: ((inputs?: Site_Manage_SubscriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Manage_SubscriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Manage_SubscriptionInputs = {};
