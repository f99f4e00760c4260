/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ child: NonNullable<unknown>, name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Sender_ChildInputs */

const en_admin_sender_child = /** @type {(inputs: Admin_Sender_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.child}, child of ${i?.name} (${i?.email})`)
};

const es_admin_sender_child = /** @type {(inputs: Admin_Sender_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.child}, hijo o hija de ${i?.name} (${i?.email})`)
};

/**
* | output |
* | --- |
* | "{child}, child of {name} ({email})" |
*
* @param {Admin_Sender_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sender_child = /** @type {((inputs: Admin_Sender_ChildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sender_ChildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sender_child(inputs)
	return en_admin_sender_child(inputs)
});