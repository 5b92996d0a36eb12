// /user/info: the profile card, switched to the form to edit; the header's name and picture follow a save.
import { useState } from 'react';
import type { ApiOptions, ApiProfile } from '@/contract/api-types';
import { showToast } from '@/lib/toast';
import { useCommonStoreApi } from '@/stores/common-store-context';
import { AvatarUpload } from './AvatarUpload';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import { buttonClass } from '@/components/ui/Button';

export function ProfileView({ profile: initial, options }: { profile: ApiProfile; options: ApiOptions }) {
  const store = useCommonStoreApi();
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);

  const syncHeader = (p: Pick<ApiProfile, 'name' | 'avatar'>) => {
    const { userInfo, setUserInfo } = store.getState();
    if (userInfo.user) setUserInfo({ ...userInfo, user: { ...userInfo.user, name: p.name, avatar: p.avatar } });
  };

  const saved = (p: ApiProfile) => {
    setProfile(p);
    setEditing(false);
    syncHeader(p);
    showToast('资料已保存');
    requestAnimationFrame(() => document.getElementById('profile-edit')?.focus());
  };

  const avatarChanged = (avatar: string) => {
    const next = { ...profile, avatar };
    setProfile(next);
    syncHeader(next);
  };

  if (editing) {
    return (
      <div>
        <ProfileCard profile={profile} avatarAction={<AvatarUpload onUploaded={avatarChanged} />} compact />
        <ProfileForm profile={profile} options={options} onSaved={saved} onCancel={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <ProfileCard
      profile={profile}
      avatarAction={<AvatarUpload onUploaded={avatarChanged} />}
      editButton={
        <button id="profile-edit" type="button" className={buttonClass({ variant: 'primary' })} onClick={() => setEditing(true)}>
          编辑资料
        </button>
      }
    />
  );
}
