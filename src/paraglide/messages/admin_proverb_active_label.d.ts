/**
* | output |
* | --- |
* | "Active: {proverb}" |
*
* @param {Admin_Proverb_Active_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_active_label: ((inputs: Admin_Proverb_Active_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Active_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Active_LabelInputs = {
    proverb: NonNullable<unknown>;
};
