/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Privacy_NameInputs */

const en_groups_privacy_name = /** @type {(inputs: Groups_Privacy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join your child to.`)
};

const es_groups_privacy_name = /** @type {(inputs: Groups_Privacy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre o apodo, el avatar y la edad que elegiste. El nombre solo se muestra dentro de tu familia y a quienes dirigen un grupo de clase al que unas a tu hijo.`)
};

/**
* | output |
* | --- |
* | "The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join y..." |
*
* @param {Groups_Privacy_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_name = /** @type {((inputs?: Groups_Privacy_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Privacy_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_privacy_name(inputs)
	return en_groups_privacy_name(inputs)
});