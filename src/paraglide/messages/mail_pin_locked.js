/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown>, lockLength: NonNullable<unknown> }} Mail_Pin_LockedInputs */

const en_mail_pin_locked = /** @type {(inputs: Mail_Pin_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone entered wrong PINs again and again to switch back to your profile on ${i?.siteName}. Switching back is now locked for ${i?.lockLength}, and each new lock lasts longer.`)
};

const es_mail_pin_locked = /** @type {(inputs: Mail_Pin_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien escribió un PIN equivocado una y otra vez para volver a tu perfil en ${i?.siteName}. Volver a tu perfil queda bloqueado durante ${i?.lockLength}, y cada nuevo bloqueo dura más.`)
};

/**
* | output |
* | --- |
* | "Someone entered wrong PINs again and again to switch back to your profile on {siteName}. Switching back is now locked for {lockLength}, and each new lock las..." |
*
* @param {Mail_Pin_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_locked = /** @type {((inputs: Mail_Pin_LockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pin_LockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_pin_locked(inputs)
	return en_mail_pin_locked(inputs)
});