/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_OverInputs */

const en_groups_hand_over = /** @type {(inputs: Groups_Hand_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}`)
};

const es_groups_hand_over = /** @type {(inputs: Groups_Hand_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entregar el grupo a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hand the group to {name}" |
*
* @param {Groups_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over = /** @type {((inputs: Groups_Hand_OverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Hand_OverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_hand_over(inputs)
	return en_groups_hand_over(inputs)
});