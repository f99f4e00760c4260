/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_Member_ConfirmInputs */

const en_groups_remove_member_confirm = /** @type {(inputs: Groups_Remove_Member_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of this group?`)
};

const es_groups_remove_member_confirm = /** @type {(inputs: Groups_Remove_Member_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Sacar a ${i?.name} de este grupo?`)
};

/**
* | output |
* | --- |
* | "Take {name} out of this group?" |
*
* @param {Groups_Remove_Member_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_confirm = /** @type {((inputs: Groups_Remove_Member_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Remove_Member_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_remove_member_confirm(inputs)
	return en_groups_remove_member_confirm(inputs)
});