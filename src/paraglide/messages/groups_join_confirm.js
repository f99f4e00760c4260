/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_Join_ConfirmInputs */

const en_groups_join_confirm = /** @type {(inputs: Groups_Join_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.name} to this group`)
};

const es_groups_join_confirm = /** @type {(inputs: Groups_Join_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unir a ${i?.name} a este grupo`)
};

/**
* | output |
* | --- |
* | "Join {name} to this group" |
*
* @param {Groups_Join_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_confirm = /** @type {((inputs: Groups_Join_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_join_confirm(inputs)
	return en_groups_join_confirm(inputs)
});