/**
* | output |
* | --- |
* | "All proverbs ({active} active of {count})" |
*
* @param {Admin_Proverb_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_list_count: ((inputs: Admin_Proverb_List_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_List_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_List_CountInputs = {
    active: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
