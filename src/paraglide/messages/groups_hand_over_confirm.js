/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_Over_ConfirmInputs */

const en_groups_hand_over_confirm = /** @type {(inputs: Groups_Hand_Over_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}? You will stay as a co-leader.`)
};

const es_groups_hand_over_confirm = /** @type {(inputs: Groups_Hand_Over_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Entregar el grupo a ${i?.name}? Tú seguirás como colíder.`)
};

/**
* | output |
* | --- |
* | "Hand the group to {name}? You will stay as a co-leader." |
*
* @param {Groups_Hand_Over_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over_confirm = /** @type {((inputs: Groups_Hand_Over_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Hand_Over_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_hand_over_confirm(inputs)
	return en_groups_hand_over_confirm(inputs)
});