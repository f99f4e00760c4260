/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Site_Privacy_How_Long_TextInputs */

const en_site_privacy_how_long_text = /** @type {(inputs: Site_Privacy_How_Long_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We keep your data while your account exists. A child's profile that nobody has learned with for ${i?.months} months is deleted with everything it saved; we e-mail you a month before. When you delete a child's profile or your account, its data is deleted at once (backups roll over within a few days).`)
};

const es_site_privacy_how_long_text = /** @type {(inputs: Site_Privacy_How_Long_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardamos tus datos mientras exista tu cuenta. El perfil de un niño con el que nadie ha aprendido durante ${i?.months} meses se elimina con todo lo que guardó; te escribimos un mes antes. Cuando eliminas el perfil de un niño o tu cuenta, sus datos se eliminan enseguida (las copias de seguridad se renuevan en pocos días).`)
};

/**
* | output |
* | --- |
* | "We keep your data while your account exists. A child's profile that nobody has learned with for {months} months is deleted with everything it saved; we e-mai..." |
*
* @param {Site_Privacy_How_Long_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_how_long_text = /** @type {((inputs: Site_Privacy_How_Long_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_How_Long_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_how_long_text(inputs)
	return en_site_privacy_how_long_text(inputs)
});