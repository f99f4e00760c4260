/**
* | output |
* | --- |
* | "All devotionals ({count})" |
*
* @param {Admin_Devotional_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_list_count: ((inputs: Admin_Devotional_List_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_List_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_List_CountInputs = {
    count: NonNullable<unknown>;
};
