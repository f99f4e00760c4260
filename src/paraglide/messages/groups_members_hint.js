/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Members_HintInputs */

const en_groups_members_hint = /** @type {(inputs: Groups_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments.`)
};

const es_groups_members_hint = /** @type {(inputs: Groups_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ves a cada niño por el apodo y la imagen que eligió su familia, y solo cómo va con las tareas de este grupo.`)
};

/**
* | output |
* | --- |
* | "You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments." |
*
* @param {Groups_Members_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_hint = /** @type {((inputs?: Groups_Members_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Members_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_members_hint(inputs)
	return en_groups_members_hint(inputs)
});