/**
* | output |
* | --- |
* | "Record {record}" |
*
* @param {Admin_Bulk_RecordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_record: ((inputs: Admin_Bulk_RecordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_RecordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_RecordInputs = {
    record: NonNullable<unknown>;
};
